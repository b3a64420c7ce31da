import { ReferralPage } from '../features/referral/components/ReferralPage';

export default ReferralPage;
