/** What other parts of the web app may use of the workflows feature. */
export { TasksBadge } from '@/features/work-flows/components/tasks-badge';
