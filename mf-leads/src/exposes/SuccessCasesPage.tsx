import { SuccessCasesPage } from '../features/success-cases/components/SuccessCasesPage';

export default SuccessCasesPage;
