import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('gets its Linaria styles in the DOM environment', () => {
    render(<Button variant="primary">Request a Demo</Button>);
    const button = screen.getByRole('button', { name: 'Request a Demo' });
    const style = getComputedStyle(button);
    expect(style.cursor).toBe('pointer');
    expect(style.display).toBe('inline-flex');
    expect(button.getAttribute('type')).toBe('button');
  });
});
