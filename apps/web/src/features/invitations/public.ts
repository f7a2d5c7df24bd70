/** What other features may use of invitations: picking a member (a parent, an inviter). */
export { MemberCombobox } from '@/features/invitations/components/member-combobox';
