import { formatLongDate } from '../format/dates';

export interface LaunchLabelInput {
  lobbyOpenDate: string | Date;
  availableCount: number;
}

/**
 * The release card's launch text (spec part 1 §4 "Launch lobby text"): 'Live on {date}' while the
 * open date is in the future, else '{n} available' while editions remain, else 'Not listed'.
 */
export function launchLabel(input: LaunchLabelInput, now: Date): string {
  const opensAt = new Date(input.lobbyOpenDate);
  if (opensAt.getTime() > now.getTime()) return `Live on ${formatLongDate(opensAt)}`;
  if (input.availableCount > 0) return `${input.availableCount} available`;
  return 'Not listed';
}
