/** Built by vite.config.ts (`signInTexts`) from one language's locale files. */
declare module 'virtual:sign-in-texts/*' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}
