import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControl } from './segmented-control';

type View = 'grid' | 'list';
const OPTIONS = [
  { value: 'grid', label: 'Grid view' },
  { value: 'list', label: 'List view' },
] as const;

function ViewSwitch({ onChange }: { onChange?: (view: View) => void }) {
  const [view, setView] = React.useState<View>('grid');
  return (
    <SegmentedControl
      aria-label="View"
      options={OPTIONS}
      value={view}
      onValueChange={(next) => {
        setView(next);
        onChange?.(next);
      }}
    />
  );
}

test('is a radio group with one checked option that can be clicked', () => {
  const onChange = jest.fn();
  render(<ViewSwitch onChange={onChange} />);
  expect(screen.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Grid view' })).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
  expect(onChange).toHaveBeenCalledWith('list');
  expect(screen.getByRole('radio', { name: 'List view' })).toHaveAttribute('aria-checked', 'true');
});

test('arrow keys move the selection and the focus; only the checked option is tabbable', () => {
  render(<ViewSwitch />);
  const grid = screen.getByRole('radio', { name: 'Grid view' });
  const list = screen.getByRole('radio', { name: 'List view' });
  expect(grid).toHaveAttribute('tabindex', '0');
  expect(list).toHaveAttribute('tabindex', '-1');

  grid.focus();
  fireEvent.keyDown(grid, { key: 'ArrowRight' });
  expect(list).toHaveAttribute('aria-checked', 'true');
  expect(list).toHaveFocus();

  fireEvent.keyDown(list, { key: 'ArrowRight' });
  expect(grid).toHaveAttribute('aria-checked', 'true');
  expect(grid).toHaveFocus();
});
