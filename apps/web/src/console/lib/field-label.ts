import { useTranslation } from 'react-i18next';

/** A method field's label: its name in the shown language where the console knows it, else its key. */
export function useFieldLabel(): (field: string) => string {
  const { t, i18n } = useTranslation('console');
  return (field) =>
    i18n.exists(`field.${field}`, { ns: 'console' }) ? t(`field.${field}` as 'field.card_number') : field;
}
