;;; emacs_probe.el --- headless check of editors/emacs/mcalens-eglot.el  -*- lexical-binding: t; -*-
;; emacs --batch -l emacs_probe.el, with MCALENS_PYTHON, MCALENS_EL, MCALENS_FILE, MCALENS_HOVER_LINE
;; (0-based), MCALENS_RESULT_JSON and MCALENS_TIMEOUT (seconds) in the environment.
(require 'json)
(require 'cl-lib)

(defvar probe-result (list (cons 'errors nil)))
(defun probe-set (key value) (setf (alist-get key probe-result) value))
(defun probe-wait (seconds pred)
  "Run the event loop until PRED is non-nil or SECONDS pass; return PRED's value."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    value))

(let ((timeout (string-to-number (or (getenv "MCALENS_TIMEOUT") "60"))))
  (condition-case err
      (progn
        ;; The server command the user would configure; set before loading so defcustom keeps it.
        (setq mcalens-server-command (list (getenv "MCALENS_PYTHON") "-m" "mcalens" "serve"))
        (load (getenv "MCALENS_EL") nil t)
        (probe-set 'emacs_version emacs-version)
        (probe-set 'eglot_version (if (boundp 'eglot--version) eglot--version "?"))
        (find-file (getenv "MCALENS_FILE"))
        (probe-set 'major_mode (symbol-name major-mode))
        ;; eglot-ensure connects from post-command-hook; batch Emacs runs no commands, so run it.
        (run-hooks 'post-command-hook)
        (let ((server (probe-wait timeout #'eglot-current-server)))
          (unless server (error "eglot did not connect"))
          (probe-set 'server_name (plist-get (eglot--server-info server) :name))
          (probe-set 'hover_provider (and (eglot--server-capable :hoverProvider) t))
          (let ((uri (eglot--path-to-uri (buffer-file-name)))
                (line (string-to-number (or (getenv "MCALENS_HOVER_LINE") "0")))
                (hover-text ""))
            ;; Diagnostics arrive through flymake.
            (probe-wait timeout (lambda ()
                                  (ignore-errors (flymake-start))
                                  (flymake-diagnostics)))
            (probe-set 'diagnostics
                       (vconcat (mapcar (lambda (d) (list (cons 'text (flymake-diagnostic-text d))
                                                          (cons 'type (format "%s" (flymake-diagnostic-type d)))))
                                        (flymake-diagnostics))))
            ;; Hover the instruction until the simulation has finished.
            (goto-char (point-min))
            (forward-line line)
            (back-to-indentation)
            (probe-wait timeout
                        (lambda ()
                          (let* ((h (jsonrpc-request server :textDocument/hover
                                                     (eglot--TextDocumentPositionParams)))
                                 (contents (and h (plist-get h :contents))))
                            (setq hover-text (cond ((stringp contents) contents)
                                                   ((plist-get contents :value))
                                                   (t "")))
                            (and (not (string-empty-p hover-text))
                                 (not (string-match-p "analysing" hover-text))))))
            (probe-set 'hover hover-text)
            ;; The hover can come from the fast static pass; poll the region until the simulation's
            ;; numbers (IPC) are in, as a status bar would.
            (probe-set 'region_at
                       (probe-wait timeout
                                   (lambda ()
                                     (let ((r (jsonrpc-request server :mcalens/regionAt
                                                               `(:uri ,uri :position (:line ,line :character 2)))))
                                       (and r (plist-get r :ipc) r)))))
            (probe-set 'list_cpus_count
                       (length (jsonrpc-request server :mcalens/listCpus nil)))
            ;; The report, without window/showDocument (eglot 1.9 lacks it): mcalens-report opens it.
            (probe-set 'show_document_support
                       (and (fboundp 'eglot-client-capabilities)
                            (plist-get (plist-get (eglot-client-capabilities server) :window) :showDocument)
                            t))
            (let ((report (mcalens-report)))
              (probe-set 'report_file (buffer-file-name report))
              (probe-set 'report_shown (and (get-buffer-window report) t))
              (probe-set 'report_text (with-current-buffer report (buffer-string)))))
          (eglot-shutdown server)))
    (error (push (error-message-string err) (alist-get 'errors probe-result)))))

(with-temp-file (getenv "MCALENS_RESULT_JSON")
  (insert (json-encode (mapcar (lambda (kv)
                                 (if (eq (car kv) 'errors) (cons 'errors (vconcat (cdr kv))) kv))
                               probe-result))))
(kill-emacs 0)
