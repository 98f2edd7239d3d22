import { describe, expect, it } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  flashbarTypeOf,
  withToast,
  withoutToast,
  type Toast,
} from '../../../web/src/app/toast/toast-state.ts';

const first: Toast = { id: 't1', title: 'Signed out', variant: 'success' };
const second: Toast = { id: 't2', title: 'Error', description: 'Incorrect username or password.', variant: 'destructive' };

describe('toasts', () => {
  it('shows at most one toast, the newest', () => {
    const visible = withToast(withToast([], first), second);

    expect(TOAST_LIMIT).toBe(1);
    expect(visible).toEqual([second]);
  });

  it('lasts 5 seconds by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('removes a dismissed toast', () => {
    expect(withoutToast([first], 't1')).toEqual([]);
  });

  it('renders destructive toasts as error flashes', () => {
    expect(flashbarTypeOf('destructive')).toBe('error');
    expect(flashbarTypeOf('success')).toBe('success');
  });
});
