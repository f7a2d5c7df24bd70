export { DecimalField } from '@/features/commission-settings/components/decimal-field';
export { hundredthsToText, parseHundredths } from '@/features/commission-settings/components/settings-form-schema';
