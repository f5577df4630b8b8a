/**
 * The helper types `supabase gen types typescript` appends after `Database`; __SCHEMA__ is the default
 * schema. The text is supabase's to the letter (the generated file must read the same whichever tool
 * wrote it); the pieces that differ only in which part of a table or schema they pick are written once.
 */

/** The type parameters naming a table or type: a name in the default schema, or `{ schema }` and a name. */
const nameOrOptions = (options: string, name: string, keys: string) => `${options} extends
    | keyof ${keys}
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }`;

/** TablesInsert / TablesUpdate: the shape a table takes for that write (`infer I` / `infer U`). */
const tableWrite = (type: string, part: 'Insert' | 'Update') => {
  const options = 'DefaultSchemaTableNameOrOptions';
  const inferred = part[0]; // supabase names the inferred type I or U
  return `export type ${type}<
  ${nameOrOptions(options, 'TableName', 'DefaultSchema["Tables"]')}
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["Tables"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["Tables"][TableName] extends {
      ${part}: infer ${inferred}
    }
    ? ${inferred}
    : never
  : ${options} extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][${options}] extends {
        ${part}: infer ${inferred}
      }
      ? ${inferred}
      : never
    : never`;
};

/** Enums / CompositeTypes: a type declared in a schema, looked up by name. */
const schemaType = (type: string, options: string, name: string, group: 'Enums' | 'CompositeTypes') =>
  `export type ${type}<
  ${nameOrOptions(options, name, `DefaultSchema["${group}"]`)}
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${group}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${group}"][${name}]
  : ${options} extends keyof DefaultSchema["${group}"]
    ? DefaultSchema["${group}"][${options}]
    : never`;

export const HELPER_TYPES = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, __SCHEMA__>]

export type Tables<
  ${nameOrOptions('DefaultSchemaTableNameOrOptions', 'TableName', '(DefaultSchema["Tables"] & DefaultSchema["Views"])')}
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${tableWrite('TablesInsert', 'Insert')}

${tableWrite('TablesUpdate', 'Update')}

${schemaType('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName', 'Enums')}

${schemaType('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName', 'CompositeTypes')}
`;
