import type { Alert } from '#shared/contracts/alerts.ts';
import { alerts } from '#server/db/schema/content.ts';

/** The columns an alert answer carries, selected explicitly. */
export const alertColumns = {
  id: alerts.id,
  message: alerts.message,
  priority: alerts.priority,
  backgroundColor: alerts.backgroundColor,
  textColor: alerts.textColor,
  linkUrl: alerts.linkUrl,
  linkText: alerts.linkText,
  dismissible: alerts.dismissible,
  isActive: alerts.isActive,
} as const;

export type AlertRow = Alert;

export const ALERT_NOT_FOUND = 'Alert not found';
