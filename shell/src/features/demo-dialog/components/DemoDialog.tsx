import { useEffect, useRef, useState, type RefObject } from 'react';
import { css, cx } from '@linaria/core';
import { modalSurfaceClass } from '../../../lib/modal-surface';
import X from 'lucide-react/icons/x';
import { getSiteConfig, siteText, track, useDemoDialog, type Lang } from 'shared';
import { nextTask } from '../../../lib/next-task';
import { calendarViewLabel } from '../lib/calendar-view-label';
import { demoDialogCopy } from '../content';

const CALENDAR_FRAME_HEIGHT = 600;

const dialogClass = css`
  width: min(56rem, calc(100vw - 1rem));
  padding: 0;
`;

const headClass = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-4);
  padding: var(--space-4) var(--space-4) 0;

  h2 {
    margin: 0;
    font-size: var(--text-2xl);
    line-height: 1.25;
  }

  p {
    margin: var(--space-1) 0 0;
    color: var(--color-text-muted);
  }
`;

const closeClass = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: var(--radius-full);
  background: var(--color-surface);
  color: var(--color-text);
  cursor: pointer;

  &:hover {
    background: var(--color-surface-strong);
  }
`;

const frameClass = css`
  display: block;
  width: 100%;
  border: 0;
  margin-top: var(--space-4);
`;

/**
 * Shows the dialog as a modal while `open` (remembering where focus was, then focusing the
 * close button), then shows the calendar; closes it when no longer open.
 */
function useModalWhileOpen(
  open: boolean,
  ref: RefObject<HTMLDialogElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  closeButton: RefObject<HTMLButtonElement | null>,
  setCalendarShown: (shown: boolean) => void,
) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      el.showModal();
      closeButton.current?.focus();
      // The calendar frame, a whole page of its own, is made once the open dialog has
      // painted: the click is answered at once (INP) and the frame loads right after.
      let cancelled = false;
      requestAnimationFrame(() => void nextTask().then(() => !cancelled && setCalendarShown(true)));
      return () => {
        cancelled = true;
      };
    } else if (!open && el.open) {
      el.close();
    }
  }, [open, ref, returnTo, closeButton, setCalendarShown]);
}

/** The booking calendar, embedded; its first load is tracked with where the dialog was opened from. */
function CalendarFrame({
  title,
  source,
}: {
  title: string;
  source: Parameters<typeof calendarViewLabel>[0];
}) {
  return (
    <iframe
      className={frameClass}
      title={title}
      src={getSiteConfig().calendarEmbedUrl}
      height={CALENDAR_FRAME_HEIGHT}
      data-testid="demo-calendar"
      onLoad={() =>
        track('demo_calendar_viewed', {
          event_category: 'engagement',
          event_label: calendarViewLabel(source),
          value: 1,
        })
      }
    />
  );
}

/**
 * The one demo dialog of the site, opened through `openDemoDialog(source)`
 * from shared/. A native modal <dialog>: the rest of the page is inert while it
 * is open, Escape closes it, and focus goes back where it was.
 */
export function DemoDialog({ lang }: { lang: Lang }) {
  const { open, source, closeDemoDialog } = useDemoDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [calendarShown, setCalendarShown] = useState(false);
  const t = demoDialogCopy[lang];

  useModalWhileOpen(open, ref, returnTo, closeButton, setCalendarShown);

  const onClose = () => {
    setCalendarShown(false);
    closeDemoDialog();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={ref}
      className={cx(modalSurfaceClass, dialogClass)}
      aria-labelledby="demo-dialog-title"
      onClose={onClose}
      lang={lang}
    >
      {/* Shift+Tab from the close button wraps to the calendar. */}
      <span tabIndex={0} onFocus={() => ref.current?.querySelector('iframe')?.focus()} />
      <div className={headClass}>
        <div>
          <h2 id="demo-dialog-title">{t.title}</h2>
          <p>{siteText(t.intro)}</p>
        </div>
        <button
          ref={closeButton}
          type="button"
          className={closeClass}
          aria-label={t.close}
          onClick={() => ref.current?.close()}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {open && source && calendarShown && <CalendarFrame title={t.frameTitle} source={source} />}
      {/* Focus guard: tabbing out of the (cross-origin) calendar wraps to the close button
          instead of leaving the dialog for the browser's toolbar. */}
      <span tabIndex={0} onFocus={() => closeButton.current?.focus()} />
    </dialog>
  );
}
