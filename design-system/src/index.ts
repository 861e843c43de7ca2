export { Button } from './components/button/button';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps, ButtonVariant, ButtonSize } from './components/button/button';

export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';

export { Dialog } from './components/dialog/dialog';
export type { DialogProps } from './components/dialog/dialog';

export {
  toast,
  dismissToast,
  useToastStore,
  TOAST_LIMIT,
  TOAST_DEFAULT_DURATION,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
} from './components/toast/toast-store';
export type { ToastOptions, ToastRecord, ToastState, ToastVariant, ToastHandle } from './components/toast/toast-store';
export { Toaster, TOAST_HOTKEY } from './components/toast/toaster';
export type { ToasterProps } from './components/toast/toaster';

export { Tooltip } from './components/tooltip/tooltip';
export type { TooltipProps } from './components/tooltip/tooltip';
export { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from './components/tooltip/tooltip-timing';

export { TextField } from './components/text-field/text-field';
export type { TextFieldProps } from './components/text-field/text-field';
export { TextAreaField } from './components/textarea-field/textarea-field';
export type { TextAreaFieldProps } from './components/textarea-field/textarea-field';
export { SelectField } from './components/select-field/select-field';
export type { SelectFieldProps, SelectOption } from './components/select-field/select-field';
export { CheckboxField } from './components/checkbox-field/checkbox-field';
export type { CheckboxFieldProps } from './components/checkbox-field/checkbox-field';
export { RadioGroupField } from './components/radio-group-field/radio-group-field';
export type { RadioGroupFieldProps, RadioOption } from './components/radio-group-field/radio-group-field';
export { FieldError } from './components/field-error/field-error';
export type { FieldErrorProps } from './components/field-error/field-error';
export type { FieldBaseProps } from './components/field/field-shell';

export { Logo, LOGO_SIZES, LOGO_VARIANTS } from './components/logo/logo';
export type { LogoProps, LogoSize, LogoVariant } from './components/logo/logo';

export { ErrorScreen } from './components/error-screen/error-screen';
export type { ErrorScreenProps } from './components/error-screen/error-screen';
export { Fallback } from './components/fallback/fallback';
export type { FallbackProps } from './components/fallback/fallback';
export { Spinner, LoadingArea } from './components/spinner/spinner';
export type { SpinnerProps, SpinnerSize, LoadingAreaProps } from './components/spinner/spinner';

export { usePageTitle } from './hooks/use-page-title';
export { PAGE_RENDERED_EVENT, prerendering, usePageRendered } from './hooks/use-page-rendered';
export { useResource, type Resource, type ResourceOptions } from './hooks/use-resource';
export { usePlans, loadPlans } from './hooks/use-plans';
export { textFieldProps, useFormFields, type FormFields, type TextBinding, type TextKey } from './hooks/use-form-fields';
export { cx } from './lib/cx';
export { createRemoteApp, type RemotePages } from './lib/create-remote-app';
export { copyToClipboard } from './lib/copy-to-clipboard';
export type { PrerenderedPage } from './lib/prerender';
export {
  fieldErrors,
  serverFieldErrors,
  serverMessage,
  statusOf,
  focusFirstError,
  checkForm,
  type FieldErrors,
  type FieldIssue,
  type FormSchema,
  type FormCheck,
} from './lib/form-errors';
export { RouterButton } from './components/router-button/router-button';
export type { RouterButtonProps } from './components/router-button/router-button';
