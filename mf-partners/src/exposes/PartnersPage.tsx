import { PartnersPage } from '../features/partners/components/PartnersPage';

export default PartnersPage;
