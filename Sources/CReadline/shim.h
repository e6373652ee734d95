#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/ioctl.h>
#include <readline/readline.h>
#include <readline/history.h>

/// GNU readline 8 or later (Debian's libreadline-dev, Homebrew's readline); otherwise the
/// readline emulation of libedit (macOS's own), which has no bracketed paste, no key
/// sequence binding and no signal clean-up in its callback interface: there a pasted block
/// arrives line by line, as typed, and Ctrl-C still abandons the line.
#if defined(RL_READLINE_VERSION) && RL_READLINE_VERSION >= 0x0800
#define SCENESIM_GNU_READLINE 1
#else
#define SCENESIM_GNU_READLINE 0
#endif

/// Setters for readline's globals, so Swift never touches shared mutable C state directly.
static inline void scenesim_rl_set_completer(rl_completion_func_t *f) {
  rl_attempted_completion_function = f;
}
static inline void scenesim_rl_completion_over(int over) { rl_attempted_completion_over = over; }
/// Words break at blanks only, so `#FF0000`, `1,2,3,4` and `rotate:90` complete whole.
static inline void scenesim_rl_use_blank_word_breaks(void) {
  static char breaks[] = " \t\n";
  rl_completer_word_break_characters = breaks;
}
static inline const char *scenesim_rl_line_buffer(void) { return rl_line_buffer; }
/// Names the program for conditional parts of ~/.inputrc (`$if scenesim`).
static inline void scenesim_rl_set_name(void) { rl_readline_name = "scenesim"; }
/// Readline's file name completion for the word being completed.
static inline char **scenesim_rl_file_matches(const char *text) {
  rl_filename_completion_desired = 1;
  return rl_completion_matches(text, rl_filename_completion_function);
}

/// The lines of a paste after its first one, kept until the caller takes them.
static char *scenesim_rl_pasted = NULL;

#if SCENESIM_GNU_READLINE
/// Bound to the start of a bracketed paste: readline inserts the pasted text, then, when it
/// holds a line break, the line up to the first break is accepted at once and the rest is
/// kept for the caller, which runs each further line as if typed.
static inline int scenesim_rl_paste(int count, int key) {
  int result = rl_bracketed_paste_begin(count, key);
  for (int i = 0; i < rl_end; i++) {
    if (rl_line_buffer[i] == '\n' || rl_line_buffer[i] == '\r') {
      free(scenesim_rl_pasted);
      scenesim_rl_pasted = strdup(rl_line_buffer + i + 1);
      rl_delete_text(i, rl_end);
      rl_point = rl_end;
      rl_newline(1, '\n');
      break;
    }
  }
  return result;
}
#endif

/// Takes the text a paste left after its first line (NULL when none); the caller frees it.
static inline char *scenesim_rl_take_pasted(void) {
  char *text = scenesim_rl_pasted;
  scenesim_rl_pasted = NULL;
  return text;
}

/// Sets readline up for scenesim: the application handles SIGINT itself, and a bracketed
/// paste of several lines runs them one by one.
static inline void scenesim_rl_setup(void) {
  rl_catch_signals = 0;
  rl_initialize();
#if SCENESIM_GNU_READLINE
  rl_bind_keyseq("\033[200~", scenesim_rl_paste);
#endif
}

static char *scenesim_rl_line = NULL;
static int scenesim_rl_got_line = 0;
static void scenesim_rl_handler(char *line) {
  scenesim_rl_line = line;
  scenesim_rl_got_line = 1;
  rl_callback_handler_remove();
}

/// Leaves readline as after Ctrl-C: the line dropped, no search, argument or key sequence
/// half done, the callback handler removed.
static inline void scenesim_rl_drop_line(void) {
  rl_free_line_state();
#if SCENESIM_GNU_READLINE
  rl_callback_sigcleanup();
#endif
  rl_replace_line("", 0);
  rl_point = rl_end = 0;
  rl_callback_handler_remove();
}

/// Reads a line with `prompt`, starting from `initial` text with the cursor at `*point`
/// (its end when negative). Returns 1 with `*line` set (NULL at the end of input); 0 when
/// `interrupted()` said so while waiting: the line is abandoned, and `*had_text` tells
/// whether it held anything; 2 when `wake` (a descriptor, or -1 for none) became readable
/// first: the text typed so far is in `*line` (to be freed) and the cursor's place in
/// `*point`, and the line is wiped from the screen so that others can print there.
static inline int scenesim_rl_read(
  const char *prompt, const char *initial, int wake, int *point, int (*interrupted)(void),
  char **line, int *had_text
) {
  scenesim_rl_got_line = 0;
  scenesim_rl_line = NULL;
  rl_callback_handler_install(prompt, scenesim_rl_handler);
  if (initial && *initial) {
    rl_insert_text(initial);
    if (*point >= 0 && *point <= rl_end) rl_point = *point;
    rl_redisplay();
  }
  int fd = fileno(rl_instream ? rl_instream : stdin);
  while (!scenesim_rl_got_line) {
    fd_set fds;
    FD_ZERO(&fds);
    FD_SET(fd, &fds);
    if (wake >= 0) FD_SET(wake, &fds);
    int ready = select((wake > fd ? wake : fd) + 1, &fds, NULL, NULL, NULL);
    if (interrupted()) {
      *had_text = rl_end > 0;
      rl_point = rl_end;
      rl_redisplay();
      fputs("^C", rl_outstream ? rl_outstream : stdout);
      rl_crlf();
      fflush(rl_outstream ? rl_outstream : stdout);
      scenesim_rl_drop_line();
      return 0;
    }
    if (ready < 0) {
      if (errno == EINTR) continue;
      rl_callback_handler_remove();
      *line = NULL;
      return 1;
    }
    if (FD_ISSET(fd, &fds)) {
      rl_callback_read_char();
    } else if (wake >= 0 && FD_ISSET(wake, &fds)) {
      *line = strdup(rl_line_buffer ? rl_line_buffer : "");
      *point = rl_point;
      // Wipe the prompt and the text, on every row they take, and drop the line as Ctrl-C
      // does: whoever prints next prints there, and the next read starts afresh from the
      // text kept.
      FILE *out = rl_outstream ? rl_outstream : stdout;
      // The cursor is on the row of the point: go up to the prompt's row, then clear to the
      // end of the screen (columns counted in characters: a UTF-8 byte that continues one
      // is no column).
      int columns = 0;
      struct winsize size;
      if (ioctl(fileno(out), TIOCGWINSZ, &size) == 0) columns = size.ws_col;
      int at = 0;
      for (const char *c = rl_prompt ? rl_prompt : ""; *c; c++) at += (*c & 0xC0) != 0x80;
      for (int i = 0; i < rl_point && rl_line_buffer; i++) at += (rl_line_buffer[i] & 0xC0) != 0x80;
      int up = columns > 0 ? at / columns : 0;
      if (up > 0) fprintf(out, "\033[%dA", up);
      fputs("\r\033[J", out);
      fflush(out);
      scenesim_rl_drop_line();
      return 2;
    }
  }
  *line = scenesim_rl_line;
  return 1;
}

/// The newest history line, or NULL.
static inline const char *scenesim_rl_last_history(void) {
  HIST_ENTRY *entry = history_get(history_base + history_length - 1);
  return entry ? entry->line : NULL;
}

/// Standard input as a stream, for reading piped lines without touching the C global.
static inline FILE *scenesim_stdin(void) { return stdin; }
