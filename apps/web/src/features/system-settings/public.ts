export { GeneralSettingsCard } from '@/features/system-settings/components/general-settings-card';
