import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { offerMessages } from './i18n';
import { offerModel } from './model';
import { OfferCreate, OfferEdit } from './OfferForms';

export default resourceConfig(offerModel, LocalOfferOutlined, offerMessages, { create: OfferCreate, edit: OfferEdit });
