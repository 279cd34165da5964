import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { emailContactModel } from '../../domain/emailContacts/emailContact.model';

export default resourceConfig(emailContactModel, ContactMailOutlined);
