import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
// A type only (erased): the dialog's module itself loads lazily below.
import { loadAllRecipes } from '../../shell/theme/system';
import type { ConfirmOptions } from './ConfirmDialog';

export type { ConfirmOptions };

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** The dialog (and Chakra's dialog with its focus trap) loads with the first question, not with the first page. */
const ConfirmDialog = lazy(async () => {
  const [{ ConfirmDialog }] = await Promise.all([import('./ConfirmDialog'), loadAllRecipes()]);
  return { default: ConfirmDialog };
});

/** Hosts the one confirmation dialog of the app; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Mounted from the first question on, so a closing dialog still animates out.
  const [asked, setAsked] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setAsked(true);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={options !== null}
            message={options?.message}
            title={options?.title}
            confirmText={options?.confirmText}
            danger={options?.danger}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ message })) ...`: answers true when the user chose 确定. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
