;;; mcalens-eglot.el --- mcalens (llvm-mca cycles) for assembly buffers through eglot  -*- lexical-binding: t; -*-

;; Emacs 29+ has eglot built in; on Emacs 28 install it first (M-x package-install RET eglot, or
;; Debian's elpa-eglot).  Load this file from your init file:
;;
;;   (load "/path/to/mcalens/editors/emacs/mcalens-eglot.el")
;;
;; Hovers show in the echo area (eldoc), diagnostics through flymake, the server's code actions with
;; M-x eglot-code-actions.  Inlay hints need Emacs 30's eglot (eglot-inlay-hints-mode).  The
;; region report (llvm-mca's text): M-x mcalens-report, or C-c m r in asm-mode.

(require 'eglot)

(defgroup mcalens nil "mcalens: llvm-mca cycles for assembly." :group 'tools)

(defcustom mcalens-server-command
  '("mcalens" "serve")
  "Command line that starts the mcalens language server (`mcalens' on PATH, as every client finds it).
Add \"--allow-measure\" to offer Measure region on this machine (docs/measure.md); no setting
sent to the server can enable it."
  :type '(repeat string))

(defcustom mcalens-settings '(:cpu "skylake" :llvmVersion "" :iterations 100 :autoRegions "loops"
                             :timelineIterations 10)
  "The `mcalens' settings section sent to the server.
:llvmVersion is the llvm-mca release matched: \"\" (mcalens' default, 22), \"19\" or \"22\"."
  :type 'plist)

(add-to-list 'auto-mode-alist '("\\.\\(s\\|S\\|asm\\)\\'" . asm-mode))
(add-to-list 'eglot-server-programs `(asm-mode . ,(lambda (&rest _) mcalens-server-command)))

;; Answered to workspace/configuration; eglot also sends it on didChangeConfiguration.
(setq-default eglot-workspace-configuration
              (plist-put (copy-sequence (default-value 'eglot-workspace-configuration))
                         :mcalens mcalens-settings))

(add-hook 'asm-mode-hook #'eglot-ensure)

(defun mcalens-report ()
  "Show the llvm-mca report of the region at point in another window.
The server writes the report to a file and answers with its path; Emacs opens it itself, as
eglot does not implement window/showDocument (the server then only answers)."
  (interactive)
  (let* ((server (eglot--current-server-or-lose))
         (uri (eglot--path-to-uri (buffer-file-name)))
         (region (jsonrpc-request server :mcalens/regionAt
                                  `(:uri ,uri :position ,(eglot--pos-to-lsp-position))))
         (index (if region (plist-get region :region) 0))
         (answer (jsonrpc-request server :workspace/executeCommand
                                  `(:command "mcalens.showReport" :arguments [,uri ,index])))
         (path (plist-get answer :path)))
    (unless path
      (user-error "mcalens: no report (%s)" (or (plist-get answer :error) "no region here")))
    (let ((buffer (find-file-noselect path)))
      (with-current-buffer buffer
        (revert-buffer t t t)
        (read-only-mode 1))
      (display-buffer buffer '(display-buffer-pop-up-window))
      buffer)))

(with-eval-after-load 'asm-mode
  (define-key asm-mode-map (kbd "C-c m r") #'mcalens-report))

(provide 'mcalens-eglot)
;;; mcalens-eglot.el ends here
