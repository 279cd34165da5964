import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/**
 * A row's first cell as a link to its edit page, so a row opens by keyboard (Tab, Enter) and reads as a link,
 * not only by a click on the row.
 */
export function EditLink({ resource, children }: { resource: string; children: ReactNode }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return <>{children}</>;
  return (
    <Link
      to={createPath({ resource, id: record.id, type: 'edit' })}
      color="inherit"
      underline="hover"
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {children}
    </Link>
  );
}
