import { useCanAccess } from 'react-admin';

const usePermission = (action: string) => useCanAccess({ resource: 'permission', action }).canAccess === true;

/** What the user may do with documents (offer functionality + permission, through react-admin's canAccess). */
export function useDocumentRights() {
  return {
    view: usePermission('VIEW_DOCUMENTS'),
    upload: usePermission('UPLOAD_DOCUMENTS'),
    update: usePermission('UPDATE_DOCUMENTS'),
    remove: usePermission('DELETE_DOCUMENTS'),
    download: usePermission('DOWNLOAD_DOCUMENTS'),
    email: usePermission('SEND_EMAIL_DOCUMENTS'),
    search: usePermission('GLOBAL_SEARCH_DOCUMENTS'),
  };
}
export type DocumentRights = ReturnType<typeof useDocumentRights>;
