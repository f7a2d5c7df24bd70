import { POLICY_SLUGS, policyPath } from './policy-slugs';
/**
 * Doctor applications: a public form a doctor fills in; the admin approves it (which sends an
 * invitation) or rejects it with a note. States, limits and words; the schemas are in
 * contracts/doctor-applications.ts.
 */

export const DOCTOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DoctorApplicationStatus = (typeof DOCTOR_APPLICATION_STATUSES)[number];

export const DOCTOR_APPLICATION_STATUS_LABELS: Record<DoctorApplicationStatus, string> = {
  pending: 'Bekleyen',
  approved: 'Onaylanan',
  rejected: 'Reddedilen',
};

/** The version of the KVKK notice the form shows; stored with every application that accepts it. */
export const KVKK_POLICY_VERSION = '2026-01';
export const KVKK_POLICY_PATH = policyPath(POLICY_SLUGS.kvkk);

export const DOCTOR_APPLICATION_LIMITS = {
  name: 100,
  specialty: 100,
  registryNumberMin: 3,
  registryNumber: 30,
  email: 254,
  message: 1000,
  noteMin: 3,
  note: 1000,
  /** Applications one address may send within an hour. */
  perAddressPerHour: 5,
} as const;

export const DOCTOR_APPLICATION_MESSAGES = {
  name: 'Adınızı ve soyadınızı girin',
  nameTooLong: `Ad soyad en fazla ${DOCTOR_APPLICATION_LIMITS.name} karakter olabilir`,
  specialty: 'Uzmanlık alanınızı girin',
  specialtyTooLong: `Uzmanlık alanı en fazla ${DOCTOR_APPLICATION_LIMITS.specialty} karakter olabilir`,
  registryNumber: 'Diploma veya sicil numaranızı girin (harf, rakam, / ve - kullanılabilir)',
  city: 'Listeden bir il seçin',
  phone: 'Geçerli bir cep telefonu girin (05XX XXX XX XX)',
  email: 'Geçerli bir e-posta adresi girin',
  messageTooLong: `Mesaj en fazla ${DOCTOR_APPLICATION_LIMITS.message} karakter olabilir`,
  kvkk: 'Başvurunuzu gönderebilmek için KVKK Aydınlatma Metni’ni onaylamalısınız',
  note: `Ret gerekçesini yazın (en az ${DOCTOR_APPLICATION_LIMITS.noteMin} karakter)`,
  noteTooLong: `Not en fazla ${DOCTOR_APPLICATION_LIMITS.note} karakter olabilir`,
  parent: 'Başvuranın bağlanacağı üst üyeyi seçin',
  sentTitle: 'Başvurunuz alındı',
  sent: 'Başvurunuz değerlendirmeye alındı. Sonucu e-posta adresinize bildireceğiz.',
  approved: 'Başvuru onaylandı; davet e-postası gönderildi',
  rejected: 'Başvuru reddedildi; başvurana e-posta gönderildi',
  newTitle: 'Yeni doktor başvurusu',
  newMessage: (name: string, specialty: string, city: string) =>
    `${name} (${specialty}, ${city}) doktor başvurusu gönderdi.`,
  parentTitle: 'Doktor başvurusu onaylandı',
  parentMessage: (name: string, role: string) =>
    `${name} adlı doktorun başvurusu onaylandı ve sizin altınıza ${role} olarak davet edildi.`,
  mail: {
    approvedSubject: 'Doktor başvurunuz onaylandı',
    rejectedSubject: 'Doktor başvurunuz hakkında',
    rejectedText: (name: string, note: string) =>
      `Merhaba ${name},\n\nDoktor başvurunuzu değerlendirdik; şu an için olumlu yanıt veremiyoruz.\n\nDeğerlendirme notu:\n${note}\n\nSorularınız için bizimle iletişime geçebilirsiniz.`,
    rejectedHtml: (name: string, note: string) =>
      `<p>Merhaba ${name},</p><p>Doktor başvurunuzu değerlendirdik; şu an için olumlu yanıt veremiyoruz.</p><p><strong>Değerlendirme notu:</strong><br>${note}</p><p>Sorularınız için bizimle iletişime geçebilirsiniz.</p>`,
  },
} as const;
