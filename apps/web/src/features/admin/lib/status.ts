/** A catalogue row's status as the screens name it: anything not ACTIVE is off sale. */
export function statusKey(status: string): 'ACTIVE' | 'INACTIVE' {
  return status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE';
}
