import { PartnersRoutePage } from '../features/partners/components/PartnersRoutePage';

export default PartnersRoutePage;
