/**
 * react-admin's filter form hides every helper text to keep its row tight; a search that is refused
 * (fewer than 3 characters, Invalid Date) must still say why, so its error shows.
 */
export const SHOW_FILTER_ERROR = { '& .MuiFormHelperText-root.Mui-error': { display: 'block' } } as const;
