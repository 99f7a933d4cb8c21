// aarch64-linux-gnu-gcc 12.2 -O2 -g -S dot.c (tests/editors/data/dot.c): the AArch64 file of the editor tests.
	.arch armv8-a
	.file	"dot.c"
	.text
.Ltext0:
	.file 0 "/work/wt/editors/tests/editors/data" "dot.c"
	.align	2
	.p2align 4,,11
	.global	dot
	.type	dot, %function
dot:
.LVL0:
.LFB0:
	.file 1 "dot.c"
	.loc 1 2 51 view -0
	.cfi_startproc
	.loc 1 3 5 view .LVU1
	.loc 1 4 5 view .LVU2
.LBB2:
	.loc 1 4 10 view .LVU3
	.loc 1 4 24 view .LVU4
.LBE2:
	.loc 1 3 11 is_stmt 0 view .LVU5
	movi	v0.2s, #0
.LBB3:
	.loc 1 4 24 view .LVU6
	cmp	x2, 0
	ble	.L1
	.loc 1 4 15 view .LVU7
	mov	x3, 0
.LVL1:
	.p2align 3,,7
.L3:
	.loc 1 5 9 is_stmt 1 discriminator 3 view .LVU8
	.loc 1 5 11 is_stmt 0 discriminator 3 view .LVU9
	ldr	s2, [x0, x3, lsl 2]
	ldr	s1, [x1, x3, lsl 2]
	.loc 1 4 30 discriminator 3 view .LVU10
	add	x3, x3, 1
.LVL2:
	.loc 1 5 11 discriminator 3 view .LVU11
	fmadd	s0, s2, s1, s0
.LVL3:
	.loc 1 4 30 is_stmt 1 discriminator 3 view .LVU12
	.loc 1 4 24 discriminator 3 view .LVU13
	cmp	x2, x3
	bne	.L3
.LVL4:
.L1:
	.loc 1 4 24 is_stmt 0 discriminator 3 view .LVU14
.LBE3:
	.loc 1 7 1 view .LVU15
	ret
	.cfi_endproc
.LFE0:
	.size	dot, .-dot
	.align	2
	.p2align 4,,11
	.global	saxpy
	.type	saxpy, %function
saxpy:
.LVL5:
.LFB1:
	.loc 1 9 55 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 10 5 view .LVU17
.LBB4:
	.loc 1 10 10 view .LVU18
	.loc 1 10 24 view .LVU19
	cmp	x2, 0
	ble	.L7
	.loc 1 10 15 is_stmt 0 view .LVU20
	mov	x3, 0
.LVL6:
	.p2align 3,,7
.L9:
	.loc 1 11 9 is_stmt 1 discriminator 3 view .LVU21
	.loc 1 11 25 is_stmt 0 discriminator 3 view .LVU22
	ldr	s2, [x1, x3, lsl 2]
	ldr	s1, [x0, x3, lsl 2]
	fmadd	s1, s2, s0, s1
	.loc 1 11 14 discriminator 3 view .LVU23
	str	s1, [x0, x3, lsl 2]
	.loc 1 10 30 is_stmt 1 discriminator 3 view .LVU24
	add	x3, x3, 1
.LVL7:
	.loc 1 10 24 discriminator 3 view .LVU25
	cmp	x2, x3
	bne	.L9
.LVL8:
.L7:
	.loc 1 10 24 is_stmt 0 discriminator 3 view .LVU26
.LBE4:
	.loc 1 12 1 view .LVU27
	ret
	.cfi_endproc
.LFE1:
	.size	saxpy, .-saxpy
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	.4byte	0x11f
	.2byte	0x5
	.byte	0x1
	.byte	0x8
	.4byte	.Ldebug_abbrev0
	.uleb128 0x5
	.4byte	.LASF5
	.byte	0x1d
	.4byte	.LASF0
	.4byte	.LASF1
	.8byte	.Ltext0
	.8byte	.Letext0-.Ltext0
	.4byte	.Ldebug_line0
	.uleb128 0x6
	.4byte	.LASF4
	.byte	0x1
	.byte	0x9
	.byte	0x6
	.8byte	.LFB1
	.8byte	.LFE1-.LFB1
	.uleb128 0x1
	.byte	0x9c
	.4byte	0x9d
	.uleb128 0x1
	.string	"y"
	.byte	0x9
	.byte	0x13
	.4byte	0x9d
	.uleb128 0x1
	.byte	0x50
	.uleb128 0x1
	.string	"x"
	.byte	0x9
	.byte	0x23
	.4byte	0xae
	.uleb128 0x1
	.byte	0x51
	.uleb128 0x1
	.string	"a"
	.byte	0x9
	.byte	0x2c
	.4byte	0xa2
	.uleb128 0x2
	.byte	0x90
	.uleb128 0x40
	.uleb128 0x1
	.string	"n"
	.byte	0x9
	.byte	0x34
	.4byte	0xb3
	.uleb128 0x1
	.byte	0x52
	.uleb128 0x7
	.8byte	.LBB4
	.8byte	.LBE4-.LBB4
	.uleb128 0x2
	.string	"i"
	.byte	0xa
	.byte	0xf
	.4byte	0xb3
	.4byte	.LLST3
	.4byte	.LVUS3
	.byte	0
	.byte	0
	.uleb128 0x3
	.4byte	0xa2
	.uleb128 0x4
	.byte	0x4
	.byte	0x4
	.4byte	.LASF2
	.uleb128 0x8
	.4byte	0xa2
	.uleb128 0x3
	.4byte	0xa9
	.uleb128 0x4
	.byte	0x8
	.byte	0x5
	.4byte	.LASF3
	.uleb128 0x9
	.string	"dot"
	.byte	0x1
	.byte	0x2
	.byte	0x7
	.4byte	0xa2
	.8byte	.LFB0
	.8byte	.LFE0-.LFB0
	.uleb128 0x1
	.byte	0x9c
	.uleb128 0x1
	.string	"a"
	.byte	0x2
	.byte	0x18
	.4byte	0xae
	.uleb128 0x1
	.byte	0x50
	.uleb128 0x1
	.string	"b"
	.byte	0x2
	.byte	0x28
	.4byte	0xae
	.uleb128 0x1
	.byte	0x51
	.uleb128 0x1
	.string	"n"
	.byte	0x2
	.byte	0x30
	.4byte	0xb3
	.uleb128 0x1
	.byte	0x52
	.uleb128 0x2
	.string	"s"
	.byte	0x3
	.byte	0xb
	.4byte	0xa2
	.4byte	.LLST0
	.4byte	.LVUS0
	.uleb128 0xa
	.4byte	.LLRL1
	.uleb128 0x2
	.string	"i"
	.byte	0x4
	.byte	0xf
	.4byte	0xb3
	.4byte	.LLST2
	.4byte	.LVUS2
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0x2
	.uleb128 0x34
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x3
	.uleb128 0xf
	.byte	0
	.uleb128 0xb
	.uleb128 0x21
	.sleb128 8
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x4
	.uleb128 0x24
	.byte	0
	.uleb128 0xb
	.uleb128 0xb
	.uleb128 0x3e
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0xe
	.byte	0
	.byte	0
	.uleb128 0x5
	.uleb128 0x11
	.byte	0x1
	.uleb128 0x25
	.uleb128 0xe
	.uleb128 0x13
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0x1f
	.uleb128 0x1b
	.uleb128 0x1f
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x10
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x6
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x7
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.byte	0
	.byte	0
	.uleb128 0x8
	.uleb128 0x26
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x9
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.byte	0
	.byte	0
	.uleb128 0xa
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x55
	.uleb128 0x17
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_loclists,"",@progbits
	.4byte	.Ldebug_loc3-.Ldebug_loc2
.Ldebug_loc2:
	.2byte	0x5
	.byte	0x8
	.byte	0
	.4byte	0
.Ldebug_loc0:
.LVUS3:
	.uleb128 .LVU19
	.uleb128 .LVU21
	.uleb128 .LVU21
	.uleb128 .LVU26
.LLST3:
	.byte	0x4
	.uleb128 .LVL5-.Ltext0
	.uleb128 .LVL6-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL6-.Ltext0
	.uleb128 .LVL8-.Ltext0
	.uleb128 0x1
	.byte	0x53
	.byte	0
.LVUS0:
	.uleb128 .LVU2
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 .LVU14
.LLST0:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x6
	.byte	0x9e
	.uleb128 0x4
	.4byte	0
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL4-.Ltext0
	.uleb128 0x2
	.byte	0x90
	.uleb128 0x40
	.byte	0
.LVUS2:
	.uleb128 .LVU4
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 .LVU11
	.uleb128 .LVU11
	.uleb128 .LVU13
	.uleb128 .LVU13
	.uleb128 .LVU14
.LLST2:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL2-.Ltext0
	.uleb128 0x1
	.byte	0x53
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LVL3-.Ltext0
	.uleb128 0x3
	.byte	0x73
	.sleb128 -1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL3-.Ltext0
	.uleb128 .LVL4-.Ltext0
	.uleb128 0x1
	.byte	0x53
	.byte	0
.Ldebug_loc3:
	.section	.debug_aranges,"",@progbits
	.4byte	0x2c
	.2byte	0x2
	.4byte	.Ldebug_info0
	.byte	0x8
	.byte	0
	.2byte	0
	.2byte	0
	.8byte	.Ltext0
	.8byte	.Letext0-.Ltext0
	.8byte	0
	.8byte	0
	.section	.debug_rnglists,"",@progbits
.Ldebug_ranges0:
	.4byte	.Ldebug_ranges3-.Ldebug_ranges2
.Ldebug_ranges2:
	.2byte	0x5
	.byte	0x8
	.byte	0
	.4byte	0
.LLRL1:
	.byte	0x4
	.uleb128 .LBB2-.Ltext0
	.uleb128 .LBE2-.Ltext0
	.byte	0x4
	.uleb128 .LBB3-.Ltext0
	.uleb128 .LBE3-.Ltext0
	.byte	0
.Ldebug_ranges3:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF2:
	.string	"float"
.LASF4:
	.string	"saxpy"
.LASF5:
	.string	"GNU C17 12.2.0 -mlittle-endian -mabi=lp64 -g -O2 -fasynchronous-unwind-tables"
.LASF3:
	.string	"long int"
	.section	.debug_line_str,"MS",@progbits,1
.LASF0:
	.string	"dot.c"
.LASF1:
	.string	"/work/wt/editors/tests/editors/data"
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
