// The platform context runtime: installed once by the shell, read by every remote.
// Implementation of defineWebModule, the store, hooks and the API client goes here.
export {}
