import { Field, fieldInput } from "../forms/Field";

export interface ProfileFieldValues {
  name: string;
  nickname: string;
  email: string;
  phone: string;
  age: number | null;
  gender: string;
}

/** The personal-info inputs shared by sign-up and personal-info edit (ids are `${prefix}-<field>`). */
export function ProfileFields({
  prefix,
  errors,
  values,
}: {
  prefix: string;
  errors: Record<string, string>;
  values?: ProfileFieldValues;
}) {
  const invalid = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
  });
  const text = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field id={`${prefix}-${name}`} label={label} errors={errors[name]} hint={hint}>
      <input id={`${prefix}-${name}`} name={name} className={fieldInput} {...props} {...invalid(name)} />
    </Field>
  );
  return (
    <>
      {text("mbName", "이름", { autoComplete: "name", maxLength: 20, defaultValue: values?.name })}
      {text("mbNick", "닉네임", { autoComplete: "nickname", maxLength: 20, defaultValue: values?.nickname })}
      {text("mbEmail", "이메일", { type: "email", autoComplete: "email", maxLength: 100, defaultValue: values?.email })}
      {text(
        "mbHp",
        "휴대폰 번호",
        { type: "tel", autoComplete: "tel", maxLength: 13, defaultValue: values?.phone },
        "예: 010-1234-5678",
      )}
      <div className="grid grid-cols-2 gap-4">
        {text("mbAge", "나이 (선택)", {
          type: "number",
          inputMode: "numeric",
          min: 14,
          max: 120,
          defaultValue: values?.age ?? "",
        })}
        <Field id={`${prefix}-gender`} label="성별 (선택)" errors={errors.gender}>
          <select id={`${prefix}-gender`} name="gender" className={fieldInput} defaultValue={values?.gender ?? ""}>
            <option value="">선택 안 함</option>
            <option value="M">남성</option>
            <option value="F">여성</option>
          </select>
        </Field>
      </div>
    </>
  );
}
