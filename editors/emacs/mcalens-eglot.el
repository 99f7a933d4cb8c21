;;; mcalens-eglot.el --- mcalens (llvm-mca cycles) for assembly buffers through eglot  -*- lexical-binding: t; -*-

;; Emacs 29+ has eglot built in; on Emacs 28 install it first (M-x package-install RET eglot, or
;; Debian's elpa-eglot).  Load this file from your init file:
;;
;;   (load "/path/to/mcalens/editors/emacs/mcalens-eglot.el")
;;
;; Hovers show in the echo area (eldoc), diagnostics through flymake, the server's code actions with
;; M-x eglot-code-actions.  Inlay hints need Emacs 30's eglot (eglot-inlay-hints-mode).

(require 'eglot)

(defgroup mcalens nil "mcalens: llvm-mca cycles for assembly." :group 'tools)

(defcustom mcalens-server-command
  (if (executable-find "mcalens") '("mcalens" "serve") '("python3" "-m" "mcalens" "serve"))
  "Command line that starts the mcalens language server."
  :type '(repeat string))

(defcustom mcalens-settings '(:cpu "skylake" :iterations 100 :autoRegions "loops" :timelineIterations 10)
  "The `mcalens' settings section sent to the server."
  :type 'plist)

(add-to-list 'auto-mode-alist '("\\.\\(s\\|S\\|asm\\)\\'" . asm-mode))
(add-to-list 'eglot-server-programs `(asm-mode . ,(lambda (&rest _) mcalens-server-command)))

;; Answered to workspace/configuration; eglot also sends it on didChangeConfiguration.
(setq-default eglot-workspace-configuration
              (plist-put (copy-sequence (default-value 'eglot-workspace-configuration))
                         :mcalens mcalens-settings))

(add-hook 'asm-mode-hook #'eglot-ensure)

(provide 'mcalens-eglot)
;;; mcalens-eglot.el ends here
