import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NarrowDialog } from './NarrowDialog';

export interface ConfirmOptions {
  /** i18n key of the heading (default confirmation.header). */
  title?: string;
  /** i18n key of the text. */
  message: string;
  messageArgs?: Record<string, unknown>;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const Context = createContext<Confirm | null>(null);

/** One confirmation dialog (450 px wide) for the app; closing it means cancel. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((accepted: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((opts) => {
    resolver.current?.(false);
    setOptions(opts);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const settle = (accepted: boolean) => {
    resolver.current?.(accepted);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <Context.Provider value={confirm}>
      {children}
      <NarrowDialog
        open={options !== null}
        onClose={() => settle(false)}
        title={translate(options?.title ?? 'confirmation.header')}
      >
        <DialogContent>
          <DialogContentText>{options ? translate(options.message, options.messageArgs) : null}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => settle(false)}>{translate('confirmation.reject')}</Button>
          <Button variant="contained" onClick={() => settle(true)} autoFocus>
            {translate('confirmation.accept')}
          </Button>
        </DialogActions>
      </NarrowDialog>
    </Context.Provider>
  );
}

/** Asks for confirmation: resolves true on accept, false on reject or close. */
export function useConfirm(): Confirm {
  const confirm = useContext(Context);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
