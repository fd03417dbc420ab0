import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { DisplayWidget } from './DisplayWidget';

const props = (value: unknown) => ({ id: 'root_name', value }) as unknown as WidgetProps;

describe('DisplayWidget', () => {
  it('shows the value as text, not in an input box', () => {
    render(<DisplayWidget {...props('Abtragen (Verbringen in den Keller)')} />);
    expect(screen.getByText('Abtragen (Verbringen in den Keller)').tagName).toBe('SPAN');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows nothing for an empty value', () => {
    const { container } = render(<DisplayWidget {...props(undefined)} />);
    expect(container.textContent).toBe('');
  });
});
