export function CheckboxField({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-sand-300 accent-indigo-800"
      />
      <span>{label}</span>
    </label>
  );
}
