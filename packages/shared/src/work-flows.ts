import { formatMoney } from './format';
import type { Role } from './roles';

/**
 * Workflows and tasks (issue 16, decision 044): templates of ordered steps, the events that start
 * them, instances and their steps (a member's tasks). States, rules and words; the schemas are
 * in contracts/work-flows.ts.
 */

export const WORKFLOW_EVENTS = [
  'order_placed',
  'stock_request',
  'doctor_application',
  'member_registered',
  'return_requested',
] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

export const WORKFLOW_EVENT_LABELS: Record<WorkflowEvent, string> = {
  order_placed: 'Yeni sipariş (tutarın üzerinde)',
  stock_request: 'Stok talebi',
  doctor_application: 'Doktor başvurusu',
  member_registered: 'Yeni üye',
  return_requested: 'İade talebi',
};

export const WORKFLOW_INSTANCE_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type WorkflowInstanceStatus = (typeof WORKFLOW_INSTANCE_STATUSES)[number];
export const WORKFLOW_INSTANCE_STATUS_LABELS: Record<WorkflowInstanceStatus, string> = {
  active: 'Devam ediyor',
  completed: 'Tamamlandı',
  cancelled: 'İptal edildi',
};

export const WORKFLOW_STEP_STATUSES = ['waiting', 'open', 'done', 'skipped'] as const;
export type WorkflowStepStatus = (typeof WORKFLOW_STEP_STATUSES)[number];
export const WORKFLOW_STEP_STATUS_LABELS: Record<WorkflowStepStatus, string> = {
  waiting: 'Sırada',
  open: 'Açık',
  done: 'Tamamlandı',
  skipped: 'Atlandı',
};

/** The task list's filters: what is still to do, what is past its due time, what is done. */
export const TASK_FILTERS = ['open', 'overdue', 'done'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
export const TASK_FILTER_LABELS: Record<TaskFilter, string> = {
  open: 'Bekleyen',
  overdue: 'Geciken',
  done: 'Tamamlanan',
};

export const WORKFLOW_LIMITS = {
  name: 120,
  description: 1000,
  steps: 20,
  checklist: 20,
  checklistItem: 200,
  dueHoursMax: 8760,
  comment: 2000,
  title: 200,
} as const;

const HOUR_MS = 3_600_000;

/** When a step assigned at `assignedAt` with `dueHours` falls due. */
export function dueAt(assignedAt: Date, dueHours: number): Date {
  return new Date(assignedAt.getTime() + dueHours * HOUR_MS);
}

/** An open step past its due time. */
export function isOverdue(step: { status: string; dueAt: Date | string | null }, now: Date): boolean {
  if (step.status !== 'open' || !step.dueAt) return false;
  return new Date(step.dueAt).getTime() < now.getTime();
}

/** Whether an order total (kuruş) starts a trigger with this minimum (no minimum: every order). */
export function orderMeetsTrigger(total: number, minAmount: number | null): boolean {
  return minAmount === null || total >= minAmount;
}

/**
 * Who takes a role step: the nearest member of that role above the subject (the subject itself
 * when it has the role), else the first active member of the role. `upline` is the subject's
 * chain, nearest first, the subject included.
 */
export function pickAssignee(
  role: Role,
  upline: readonly { id: string; role: string; isActive: boolean }[],
  fallback: readonly { id: string }[],
): string | null {
  const near = upline.find((m) => m.role === role && m.isActive);
  return near?.id ?? fallback[0]?.id ?? null;
}

/** Who may complete a step: its assignee, the member it was escalated to, or an admin. */
export function canActOnStep(
  step: { status: string; assigneeId: string | null; escalatedTo: string | null },
  member: { id: string; role: Role },
): boolean {
  if (step.status !== 'open') return false;
  return member.role === 'admin' || step.assigneeId === member.id || step.escalatedTo === member.id;
}

/** A step is done only with its checklist ticked through. */
export function checklistComplete(items: readonly { done: boolean }[]): boolean {
  return items.every((i) => i.done);
}

export const WORKFLOW_MESSAGES = {
  taskAssignedTitle: 'Yeni görev',
  taskAssigned: (step: string, instance: string) => `"${instance}" iş akışında "${step}" adımı size atandı.`,
  escalatedTitle: 'Geciken görev',
  escalated: (step: string, instance: string, assignee: string) =>
    `${assignee} adlı üyenin "${instance}" iş akışındaki "${step}" görevi süresini aştı.`,
  completedTitle: 'İş akışı tamamlandı',
  completed: (instance: string) => `"${instance}" iş akışının tüm adımları tamamlandı.`,
  // Instance titles of the events
  orderLabel: (orderNumber: string, total: number) => `${orderNumber} (${formatMoney(total)})`,
  entityTitle: (template: string, name: string) => `${template} — ${name}`,
  // Validation
  name: 'Şablon adını girin',
  nameTooLong: `Şablon adı en fazla ${WORKFLOW_LIMITS.name} karakter olabilir`,
  stepName: 'Adım adını girin',
  stepAssignee: 'Adım için bir rol veya üye seçin',
  dueHours: `Süre 1 ile ${WORKFLOW_LIMITS.dueHoursMax} saat arasında olmalıdır`,
  steps: `Şablonda 1 ile ${WORKFLOW_LIMITS.steps} arasında adım olmalıdır`,
  checklistItem: 'Kontrol listesi maddesi boş olamaz',
  comment: 'Yorum yazın',
  commentTooLong: `Yorum en fazla ${WORKFLOW_LIMITS.comment} karakter olabilir`,
  title: 'İş akışı için bir başlık girin',
  minAmount: 'Tutar sıfır veya daha büyük olmalıdır',
  // Screens
  tasksTitle: 'Görevler',
  tasksEmpty: 'Bu listede görev yok.',
  workflowsTitle: 'İş Akışları',
  workflowsEmpty: 'Yer aldığınız bir iş akışı yok.',
  templatesTitle: 'İş Akışı Şablonları',
  templatesEmpty: 'Henüz şablon yok.',
  managementTitle: 'İş Akışı Yönetimi',
  instanceTitle: 'İş Akışı Detayı',
  newTemplate: 'Yeni Şablon',
  editTemplate: 'Şablonu Düzenle',
  addStep: 'Adım Ekle',
  removeStep: 'Adımı Kaldır',
  addChecklistItem: 'Madde Ekle',
  save: 'Kaydet',
  saved: 'Kaydedildi',
  cancel: 'Vazgeç',
  start: 'Başlat',
  startByHand: 'Elle Başlat',
  started: 'İş akışı başlatıldı',
  cancelInstance: 'İş Akışını İptal Et',
  cancelled: 'İş akışı iptal edildi',
  complete: 'Tamamla',
  completedStep: 'Görev tamamlandı',
  comments: 'Yorumlar',
  commentsEmpty: 'Henüz yorum yok.',
  addComment: 'Yorum Ekle',
  commentAdded: 'Yorum eklendi',
  triggers: 'Başlatan Olaylar',
  triggersSaved: 'Başlatan olaylar kaydedildi',
  minAmountLabel: 'En düşük sipariş tutarı (₺)',
  instances: 'Örnekler',
  instancesEmpty: 'Bu filtrede iş akışı yok.',
  stepsTitle: 'Adımlar',
  step: 'Adım',
  assignee: 'Atanan',
  assigneeRole: 'Rol',
  assigneeMember: 'Üye (isteğe bağlı)',
  dueHoursLabel: 'Süre (saat)',
  due: 'Bitiş',
  overdue: 'Gecikti',
  escalatedTo: (name: string) => `${name} adlı üyeye iletildi`,
  completedBy: (name: string, at: string) => `${name} tamamladı · ${at}`,
  checklist: 'Kontrol listesi',
  template: 'Şablon',
  status: 'Durum',
  startedAt: 'Başlangıç',
  startedByEvent: (event: string) => `Olay: ${event}`,
  startedByHand: 'Elle başlatıldı',
  active: 'Etkin',
  inactive: 'Pasif',
  open: 'Aç',
  allStatuses: 'Tüm durumlar',
  name_: 'Ad',
  description: 'Açıklama',
  titleLabel: 'Başlık',
  progress: (done: number, all: number) => `${done}/${all} adım`,
  badge: (n: number) => `${n} bekleyen görev`,
  hours: (n: string) => `${n} sa`,
  instanceCounts: (active: string, completed: string, cancelled: string) =>
    `${active} devam eden · ${completed} tamamlanan · ${cancelled} iptal edilen`,
  triggerEnabled: 'Bu olayla başlasın',
} as const;
