import { type AppSettings, appSettingsSchema } from '@portal/shared/contracts/settings';
import { MESSAGES } from '@portal/shared/messages';
import type { Role } from '@portal/shared/roles';
import { aiSuggestionsFor, notificationTopicsFor } from '@portal/shared/settings';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioCard, RadioCardGroup } from '@/components/ui/radio-card-group';
import { Spinner } from '@/components/ui/spinner';
import { useSaveAppSettings } from '@/features/settings/api/save-app-settings';
import { SwitchField } from '@/features/settings/components/switch-field';
import { storedLocalTheme } from '@/features/settings/components/theme-preference';
import { type Theme, setTheme, useTheme } from '@/lib/theme';
import { useServerForm } from '@/lib/use-server-form';

const THEME_OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Açık', icon: Sun },
  { value: 'dark', label: 'Koyu', icon: Moon },
  { value: 'system', label: 'Sistem', icon: Monitor },
];

/** A few zones members actually live in; the stored one is added if it is not among them. */
const TIME_ZONES: { value: string; label: string }[] = [
  { value: 'Europe/Istanbul', label: 'İstanbul (Türkiye)' },
  { value: 'Europe/Nicosia', label: 'Lefkoşa (KKTC)' },
  { value: 'Asia/Baku', label: 'Bakü' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Europe/Amsterdam', label: 'Amsterdam' },
  { value: 'Europe/London', label: 'Londra' },
  { value: 'Europe/Moscow', label: 'Moskova' },
  { value: 'Asia/Dubai', label: 'Dubai' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'UTC', label: 'UTC' },
];

function offsetOf(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('tr-TR', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part ? part.value : '';
  } catch {
    return '';
  }
}

const FIELDS = [
  'theme',
  'language',
  'pushNotifications',
  'emailNotifications',
  'notificationSound',
  'desktopNotifications',
  'timezone',
  'aiEnabled',
  'notificationPreferences.transactions',
  'notificationPreferences.commissions',
  'notificationPreferences.network',
] as const;

/** spec §7: desktop notifications need the browser's permission, asked when the switch goes on. */
function requestDesktopPermission() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => {});
}

export function AppSettingsForm({ app, role }: { app: AppSettings; role: Role }) {
  const topics = notificationTopicsFor(role);
  const ai = aiSuggestionsFor(role);
  // What is on screen wins over the stored account value: the theme is applied per browser.
  const [initialTheme] = useState<Theme>(() => storedLocalTheme() ?? app.theme);
  const defaultValues = useMemo<AppSettings>(() => ({ ...app, theme: initialTheme }), [app, initialTheme]);
  const save = useSaveAppSettings();
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema: appSettingsSchema,
    defaultValues,
    fields: FIELDS,
    failureTitle: MESSAGES.settings.saveFailed,
    onSubmit: async (values, form) => {
      const settings = await save.mutateAsync(values);
      form.reset(settings.app);
      toast.success('Ayarlar kaydedildi');
    },
  });
  const { theme: activeTheme } = useTheme();

  // The header's theme menu changes the same setting; keep the form in step with it.
  useEffect(() => {
    if (form.getValues('theme') !== activeTheme) form.setValue('theme', activeTheme, { shouldDirty: true });
  }, [activeTheme, form]);

  const timeZones = useMemo(() => {
    const current = form.getValues('timezone');
    const list = TIME_ZONES.some((z) => z.value === current)
      ? TIME_ZONES
      : [...TIME_ZONES, { value: current, label: current }];
    return list.map((z) => {
      const offset = offsetOf(z.value);
      return { ...z, label: offset && z.value !== 'UTC' ? `${z.label} — ${offset}` : z.label };
    });
  }, [form]);

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="app-settings-form">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Görünüm ve bölge</h2>
            </CardTitle>
            <CardDescription>Tema bu cihazda hemen uygulanır; kaydettiğinizde hesabınıza da yazılır.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <FormField
              control={form.control}
              name="theme"
              render={({ field }) => (
                <FormItem>
                  <RadioCardGroup
                    legend="Tema"
                    name={field.name}
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      setTheme(value as Theme);
                    }}
                    onBlur={field.onBlur}
                    className="grid-cols-3"
                    data-testid="theme-options"
                  >
                    {THEME_OPTIONS.map((option) => (
                      <RadioCard
                        key={option.value}
                        value={option.value}
                        hideIndicator
                        className="flex-col items-center gap-1.5"
                        contentClassName="justify-items-center"
                      >
                        <span className="flex flex-col items-center gap-1.5 text-sm font-medium">
                          <option.icon className="size-5" aria-hidden="true" />
                          {option.label}
                        </span>
                      </RadioCard>
                    ))}
                  </RadioCardGroup>
                </FormItem>
              )}
            />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="language"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Dil</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="tr">Türkçe</option>
                      </NativeSelect>
                    </FormControl>
                    <FormDescription>Portal şu an yalnızca Türkçe kullanılabilir.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="timezone"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Saat dilimi</FormLabel>
                    <FormControl>
                      <NativeSelect {...field} data-testid="timezone-select">
                        {timeZones.map((zone) => (
                          <option key={zone.value} value={zone.value}>
                            {zone.label}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                    <FormDescription>Tarih ve saatler bu dilime göre gösterilir.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Bildirimler</h2>
            </CardTitle>
            <CardDescription>Hangi kanaldan ve hangi konularda haber almak istediğinizi seçin.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="divide-y">
              <SwitchField
                control={form.control}
                name="pushNotifications"
                label="Anlık bildirimler"
                description="Portal açıkken yeni gelişmeler bildirim olarak gösterilir."
                testId="switch-push-notifications"
              />
              <SwitchField
                control={form.control}
                name="emailNotifications"
                label="E-posta bildirimleri"
                description="Önemli gelişmeler e-posta adresinize de gönderilir."
                testId="switch-email-notifications"
              />
              <SwitchField
                control={form.control}
                name="notificationSound"
                label="Bildirim sesi"
                description="Yeni bir bildirim geldiğinde kısa bir ses çalınır."
                testId="switch-notification-sound"
              />
              <SwitchField
                control={form.control}
                name="desktopNotifications"
                label="Masaüstü bildirimleri"
                description="Portal arka plandayken yeni bildirimler tarayıcının bildirimi olarak da gösterilir."
                testId="switch-desktop-notifications"
                onEnable={requestDesktopPermission}
              />
            </div>
            <section aria-labelledby="notification-topics-title" className="rounded-lg border px-4">
              <h3 id="notification-topics-title" className="pt-3 text-sm font-semibold">
                Bildirim konuları
              </h3>
              <div className="divide-y">
                {topics.map((topic) => (
                  <SwitchField
                    key={topic}
                    control={form.control}
                    name={`notificationPreferences.${topic}`}
                    label={MESSAGES.notificationTopics[topic].label}
                    description={MESSAGES.notificationTopics[topic].description}
                    testId={`switch-notify-${topic}`}
                  />
                ))}
              </div>
            </section>
          </CardContent>
        </Card>

        {ai ? (
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Yapay zekâ</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SwitchField
                control={form.control}
                name="aiEnabled"
                label="AI önerileri"
                description="Satış ve ağ verilerinize göre öneriler ve öngörüler gösterilir."
                testId="switch-ai-enabled"
              />
            </CardContent>
          </Card>
        ) : null}

        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <FormError message={formError} className="sm:mr-auto" />
          <Button type="submit" disabled={pending} data-testid="save-app-settings">
            {pending ? <Spinner /> : null}
            Ayarları Kaydet
          </Button>
        </div>
      </form>
    </Form>
  );
}
