import { useParams } from 'react-router';
import { OpsPayoutPage } from '#console/features/ops-payouts/components/ops-payout-page.tsx';

export { OpsPayoutsPage } from '#console/features/ops-payouts/components/ops-payouts-page.tsx';

/** /ops/payouts/:id: one payout, read again when another is opened. */
export function OpsPayoutRoute() {
  const { id } = useParams();
  return <OpsPayoutPage key={id} id={id!} />;
}
