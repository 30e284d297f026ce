/** spec §9: the festive logo shows from 1 December to 7 January inclusive (local date). */
export function isFestiveSeason(date: Date): boolean {
  const month = date.getMonth();
  const day = date.getDate();
  return month === 11 || (month === 0 && day <= 7);
}
