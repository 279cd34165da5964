import { Alert, AlertTitle } from '@mui/material';
import { useMemo } from 'react';
import {
  Notification,
  useCloseNotification,
  useLocaleState,
  useNotify,
  useTranslate,
  type NotificationProps,
} from 'react-admin';
import { errorDetail, setErrorTranslator } from '../../i18n/errorMessage';

/** Toasts close after 3000 ms unless sticky (spec §9). */
export const TOAST_LIFE_MS = 3000;

export type ToastSeverity = 'error' | 'success' | 'warning' | 'info';
const TITLES: Record<ToastSeverity, string> = {
  error: 'message.error',
  success: 'message.success',
  warning: 'message.warning',
  info: 'message.info',
};

interface ToastContentProps {
  severity: ToastSeverity;
  /** Text or i18n key. */
  detail: string;
  detailArgs?: Record<string, unknown>;
}

/** A toast: translated title by severity (message.error, message.success…) and the detail. */
export function ToastContent({ severity, detail, detailArgs }: ToastContentProps) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert severity={severity} variant="filled" onClose={close} sx={{ minWidth: 288, maxWidth: 480, boxShadow: 6 }}>
      <AlertTitle>{translate(TITLES[severity])}</AlertTitle>
      {translate(detail, { _: detail, ...detailArgs })}
    </Alert>
  );
}

export interface ToastOptions {
  sticky?: boolean;
  detailArgs?: Record<string, unknown>;
}

/** Shows toasts through react-admin's notifications; `error` accepts an error and applies spec §8. */
export function useToast() {
  const notify = useNotify();
  return useMemo(() => {
    const show = (severity: ToastSeverity, detail: string, opts: ToastOptions = {}) =>
      notify(<ToastContent severity={severity} detail={detail} detailArgs={opts.detailArgs} />, {
        type: severity,
        autoHideDuration: opts.sticky ? null : TOAST_LIFE_MS,
      });
    return {
      show,
      error: (error: unknown, opts?: ToastOptions) => show('error', errorDetail(error), opts),
      success: (detail: string, opts?: ToastOptions) => show('success', detail, opts),
      warning: (detail: string, opts?: ToastOptions) => show('warning', detail, opts),
      info: (detail: string, opts?: ToastOptions) => show('info', detail, opts),
    };
  }, [notify]);
}

/**
 * Registers the interface's translator for refusals (errorMessage.ts), so the HTTP client's errors carry the
 * text in the interface language wherever they are shown.
 */
export function useRegisterErrorTranslator() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useMemo(() => setErrorTranslator({ translate, locale }), [translate, locale]);
}

/** react-admin's notification area with the 3000 ms default (for <Admin notification>); registers the error translator. */
export const AppNotification = (props: NotificationProps) => {
  useRegisterErrorTranslator();
  return (
    <Notification autoHideDuration={TOAST_LIFE_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} {...props} />
  );
};
