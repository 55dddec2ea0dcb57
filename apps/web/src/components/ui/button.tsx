import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 whitespace-nowrap',
  {
    variants: {
      variant: {
        primary: 'bg-navy-700 text-white hover:bg-navy-800',
        accent: 'bg-brick-600 text-white hover:bg-brick-700',
        outline: 'border border-navy-700 text-navy-700 hover:bg-navy-50',
        ghost: 'text-ink hover:bg-navy-50',
        link: 'text-navy-700 underline-offset-4 hover:underline',
        /** On a coloured band (the home page's host call to action). */
        light: 'bg-white text-brick-700 hover:bg-brick-50',
        /** Outlined, on a dark band (the Shabbos times). */
        outlineLight: 'border border-white text-white hover:bg-white/10',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-12 px-7 text-lg',
        icon: 'h-11 w-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
});
