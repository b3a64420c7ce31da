import { watchVitals, type FieldVitals } from './field-vitals';

type Report = (metric: { value: number }) => void;
const reporters = vi.hoisted(() => ({}) as Record<string, { report: Report; options: unknown }>);

vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (report: Report, options: unknown) => (reporters[name] = { report, options });
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});

it('keeps the latest LCP and INP in whole milliseconds and CLS to four decimals, from every change', () => {
  const vitals: FieldVitals = {};
  watchVitals(vitals);
  for (const name of ['LCP', 'INP', 'CLS'])
    expect(reporters[name]?.options).toEqual({ reportAllChanges: true });
  reporters.LCP!.report({ value: 1200.4 });
  reporters.LCP!.report({ value: 1830.6 });
  reporters.INP!.report({ value: 88.2 });
  reporters.CLS!.report({ value: 0.012345 });
  expect(vitals).toEqual({ lcp: 1831, inp: 88, cls: 0.0123 });
});
