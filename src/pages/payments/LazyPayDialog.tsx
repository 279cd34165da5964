import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { PayDialog as PayDialogType } from './PayDialog';

/** The dialog and its date picker (the pickers library, tens of kB) load on the first opening, not with the page. */
const PayDialog = lazy(async () => ({ default: (await import('./PayDialog')).PayDialog }));

/** The pay dialog, loaded when first opened, then kept (its closing transition plays out). */
export function LazyPayDialog(props: ComponentProps<typeof PayDialogType>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PayDialog {...props} />
    </Suspense>
  );
}
