import { create } from 'zustand';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

interface ToastState {
  toasts: Toast[];
  showToast: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }) => number;
  dismissToast: (id: number) => void;
}

let nextId = 1;

/** Toasts requested by any app; the shell renders them in one live region. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  showToast: (toast) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { variant: 'default', ...toast, id }] }));
    return id;
  },
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const showToast: ToastState['showToast'] = (toast) => useToasts.getState().showToast(toast);
