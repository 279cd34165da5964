import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { offerModel } from '../../domain/offers/offer.model';

const OfferCreate = lazyPage(() => import('./OfferForms'), 'OfferCreate');
const OfferEdit = lazyPage(() => import('./OfferForms'), 'OfferEdit');

export default resourceConfig(offerModel, LocalOfferOutlined, { create: OfferCreate, edit: OfferEdit });
