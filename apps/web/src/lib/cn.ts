import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts: a component's defaults and a caller's className must
 * not both set the same property (no 'px-5' plus 'px-3'); offer a variant or a prop instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
