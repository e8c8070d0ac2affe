import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@attar/contracts';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

interface StaffRoleFieldProps {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
  className?: string;
}

const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** The staff roles to choose from, with what the chosen one may do (docs/permissions.md). */
export function StaffRoleField({ id, value, onChange, disabled, className }: StaffRoleFieldProps) {
  return (
    <Field id={id} label="Role" hint={STAFF_ROLE_LABELS[value].summary} className={className}>
      {(control) => (
        <Select
          {...control}
          className="w-full"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (isStaffRole(event.target.value)) onChange(event.target.value);
          }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role].title}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
