import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  profiles,
  workflowComments,
  workflowInstances,
  workflowSteps,
  workflowTemplateSteps,
  workflowTemplates,
  workflowTriggers,
} from '../schema';

const HOUR = 3_600_000;

interface StepSeed {
  name: string;
  role: string;
  hours: number;
  checklist?: string[];
}

const TEMPLATES: {
  key: string;
  name: string;
  description: string;
  trigger: { event: string; minAmount: number | null };
  steps: StepSeed[];
}[] = [
  {
    key: 'doctor',
    name: 'Doktor Başvurusu İnceleme',
    description: 'Web sitesinden gelen doktor başvurusunun doğrulanması ve karara bağlanması.',
    trigger: { event: 'doctor_application', minAmount: null },
    steps: [
      {
        name: 'Diploma ve sicil bilgisini doğrula',
        role: 'admin',
        hours: 24,
        checklist: ['Sicil numarası Türk Tabipleri Birliği kaydıyla karşılaştırıldı', 'Telefonla görüşüldü'],
      },
      { name: 'Başvuruyu onayla veya reddet', role: 'admin', hours: 48 },
    ],
  },
  {
    key: 'order',
    name: 'Büyük Sipariş Onayı',
    description: '₺25.000 ve üzeri siparişlerin ödeme, stok ve sevkiyat açısından onaylanması.',
    trigger: { event: 'order_placed', minAmount: 2_500_000 },
    steps: [
      {
        name: 'Sipariş ve ödeme kontrolü',
        role: 'cityDistributor',
        hours: 12,
        checklist: ['Ödeme bilgisi kontrol edildi', 'Teslimat adresi doğrulandı'],
      },
      { name: 'Distribütör onayı', role: 'turkeyDistributor', hours: 24 },
      { name: 'Sevkiyat planı', role: 'admin', hours: 24, checklist: ['Kargo firması seçildi'] },
    ],
  },
  {
    key: 'dealer',
    name: 'Yeni Bayi Katılımı',
    description: 'Ağa yeni katılan üyenin karşılanması, eğitimi ve belgelerinin kontrolü.',
    trigger: { event: 'member_registered', minAmount: null },
    steps: [
      {
        name: 'Hoş geldin araması',
        role: 'cityDistributor',
        hours: 48,
        checklist: ['Üye arandı', 'Portal kullanımı anlatıldı'],
      },
      { name: 'İlk sipariş eğitimi', role: 'cityDistributor', hours: 72 },
      { name: 'Profil ve belge kontrolü', role: 'admin', hours: 24, checklist: ['Vergi levhası alındı'] },
    ],
  },
];

type Shape = 'open' | 'overdue' | 'escalated' | 'second' | 'completed' | 'cancelled';

/**
 * The three demo workflows (doctor application review, large order approval, new dealer
 * onboarding), their triggers, and instances in every state: just started, overdue, escalated to
 * the assignee's parent, half way, completed and cancelled. Deterministic.
 */
export async function seedWorkFlows(tx: Tx, now: Date): Promise<void> {
  const named = await tx
    .select({ id: profiles.id, email: profiles.email, parentId: profiles.parentId, name: profiles.name })
    .from(profiles)
    .where(
      inArray(profiles.email, ['admin@portal.test', 'turkiye@portal.test', 'istanbul@portal.test', 'bayi@portal.test']),
    );
  const by = (email: string) => {
    const m = named.find((p) => p.email === email);
    if (!m) throw new Error(`seed member ${email} missing`);
    return m;
  };
  const admin = by('admin@portal.test');
  const turkiye = by('turkiye@portal.test');
  const istanbul = by('istanbul@portal.test');
  const bayi = by('bayi@portal.test');
  const assigneeFor = (role: string) => (role === 'admin' ? admin : role === 'turkeyDistributor' ? turkiye : istanbul);

  for (const [ti, t] of TEMPLATES.entries()) {
    const [template] = await tx
      .insert(workflowTemplates)
      .values({
        name: t.name,
        description: t.description,
        createdBy: admin.id,
        createdAt: new Date(now.getTime() - 90 * 24 * HOUR),
      })
      .returning();
    if (!template) throw new Error('template insert');
    await tx.insert(workflowTemplateSteps).values(
      t.steps.map((s, i) => ({
        templateId: template.id,
        position: i + 1,
        name: s.name,
        assigneeRole: s.role,
        dueHours: s.hours,
        checklist: s.checklist ?? [],
      })),
    );
    await tx.insert(workflowTriggers).values({ templateId: template.id, ...t.trigger });

    const shapes: Shape[] = ['open', 'overdue', 'escalated', 'second', 'completed', 'cancelled'];
    for (const [si, shape] of shapes.entries()) {
      const started = new Date(now.getTime() - (10 + si * 30 + ti * 7) * HOUR);
      const [instance] = await tx
        .insert(workflowInstances)
        .values({
          templateId: template.id,
          title: `${t.name} — ${demoLabel(t.key, si)}`,
          status: shape === 'completed' ? 'completed' : shape === 'cancelled' ? 'cancelled' : 'active',
          subjectId: bayi.id,
          startedBy: t.key === 'doctor' ? null : bayi.id,
          createdAt: started,
          completedAt: shape === 'completed' || shape === 'cancelled' ? new Date(started.getTime() + 20 * HOUR) : null,
        })
        .returning();
      if (!instance) throw new Error('instance insert');
      let at = started;
      const rows = t.steps.map((s, i) => {
        const who = assigneeFor(s.role);
        const doneStep = shape === 'completed' || (shape === 'second' && i === 0);
        const openStep =
          (i === 0 && (shape === 'open' || shape === 'overdue' || shape === 'escalated')) ||
          (shape === 'second' && i === 1);
        const assignedAt = doneStep || openStep ? at : null;
        // Overdue shapes were assigned longer ago than their hours.
        const opened =
          openStep && (shape === 'overdue' || shape === 'escalated')
            ? new Date(now.getTime() - (s.hours + 6) * HOUR)
            : openStep && shape === 'open'
              ? new Date(now.getTime() - 2 * HOUR)
              : assignedAt;
        const completedAt = doneStep ? new Date((opened ?? at).getTime() + Math.min(s.hours, 6) * HOUR) : null;
        if (completedAt) at = completedAt;
        return {
          instanceId: instance.id,
          position: i + 1,
          name: s.name,
          assigneeRole: s.role,
          assigneeId: doneStep || openStep ? who.id : null,
          dueHours: s.hours,
          status: doneStep ? 'done' : openStep ? 'open' : shape === 'cancelled' ? 'skipped' : 'waiting',
          checklist: (s.checklist ?? []).map((label) => ({ label, done: doneStep })),
          assignedAt: opened,
          dueAt: opened ? new Date(opened.getTime() + s.hours * HOUR) : null,
          completedAt,
          completedBy: doneStep ? who.id : null,
          escalatedAt: shape === 'escalated' && openStep ? new Date(now.getTime() - 5 * HOUR) : null,
          escalatedTo: shape === 'escalated' && openStep ? (who.parentId ?? admin.id) : null,
        };
      });
      await tx.insert(workflowSteps).values(rows);
      if (shape === 'second' || shape === 'completed') {
        await tx.insert(workflowComments).values({
          instanceId: instance.id,
          authorId: assigneeFor(t.steps[0]!.role).id,
          body: 'İlk adım tamamlandı, bilgiler sistemde güncel.',
          createdAt: new Date(started.getTime() + 3 * HOUR),
        });
      }
    }
  }
}

function demoLabel(key: string, i: number) {
  const doctors = [
    'Dr. Elif Aksoy',
    'Dr. Murat Kaya',
    'Dr. Zeynep Demir',
    'Dr. Can Yıldız',
    'Dr. Ayşe Çelik',
    'Dr. Emre Şahin',
  ];
  const dealers = ['Derya Koç', 'Serkan Aydın', 'Gül Arslan', 'Hakan Öztürk', 'Seda Polat', 'Burak Kurt'];
  if (key === 'doctor') return doctors[i] ?? `#${i}`;
  if (key === 'dealer') return dealers[i] ?? `#${i}`;
  return `SIP-2026-${String(4100 + i * 37).padStart(6, '0')}`;
}
