/** What other features may use of role transfer: the profile page's request card. */
export { TransferRequestCard } from '@/features/role-transfer/components/transfer-request-card';
