# fence sets as llvm-mc reads them: letters from iorw in order, lower case, or 0
fence rw, x
fence rw, rr
fence 16, w
fence rw, 0
fence 0x0, w
fence RW, w
fence rw, w, r
fence rw
fence (rw), w
fence rw, sym
fence -1, rw
fence i o, w
fence io, or
fence.tso rw
fence
