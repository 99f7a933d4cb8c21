/* Memory movement and structures: memcpy/memset expansion, struct copies, pointer chasing. */
#include <string.h>
#include <stdint.h>

struct node { struct node *next; int64_t key; double val; char tag[12]; };

int64_t walk(const struct node *n) {
    int64_t s = 0;
    while (n) { s += n->key; n = n->next; }
    return s;
}

void copy_big(char *d, const char *s) { memcpy(d, s, 4096); }
void clear(void *p, size_t n) { memset(p, 0, n); }
void copy_struct(struct node *a, const struct node *b) { *a = *b; }

struct pair { int32_t a; int16_t b; int8_t c; };
int32_t sum_pairs(const struct pair *p, int n) {
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += p[i].a + p[i].b + p[i].c;
    return s;
}

static int table[256];
int lookup(unsigned char *s, int n) {
    int acc = 0;
    for (int i = 0; i < n; i++) acc += table[s[i]];
    return acc;
}

size_t my_strlen(const char *s) { return strlen(s); }
