import AllInboxOutlined from '@mui/icons-material/AllInboxOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';

export default resourceConfig(mailboxModel, AllInboxOutlined, {
  create: lazyPage(() => import('./MailboxViews'), 'MailboxCreate'),
  edit: lazyPage(() => import('./MailboxViews'), 'MailboxEdit'),
});
