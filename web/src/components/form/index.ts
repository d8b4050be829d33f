// The form kit: schema-driven forms, bound fields, texts per language, money/points/time inputs, unsaved guard.
export { useSchemaForm, type SchemaForm } from './useSchemaForm';
export { Form, SubmitButton, type FormProps } from './Form';
export { TextInput, TextAreaInput, SelectInput, CheckboxInput, NumberInput, useFieldError } from './fields';
export { MoneyInput, PointsInput } from './AmountInputs';
export { TimeRangeInput } from './TimeRangeInput';
export { TranslatableFields, completeness, type TranslatableField, type Completeness } from './TranslatableFields';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { errorText, saveErrorKey } from './errors';
